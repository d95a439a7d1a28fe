//! Discord's OpenAPI description (`shared/discord_spec/openapi.json`, found
//! beside the checkout or its parents, or at `DISCORD_SPEC`), and a small
//! JSON Schema check of what the bot sends against it: `$ref`, `type`,
//! `const`, `enum`, `oneOf`/`anyOf`/`allOf`, `properties`, `required`,
//! `items`, string lengths (in characters), `minimum`/`maximum`, the
//! snowflake pattern and `date-time`. Stricter than JSON Schema in one way:
//! a property the schema does not name is a fault (Discord drops it
//! silently, which hides a misspelt field).

use std::sync::OnceLock;

use serde_json::Value;

/// The spec, read once.
pub fn spec() -> &'static Value {
    static SPEC: OnceLock<Value> = OnceLock::new();
    SPEC.get_or_init(|| {
        let path = std::env::var_os("DISCORD_SPEC")
            .map(std::path::PathBuf::from)
            .or_else(|| {
                std::path::Path::new(env!("CARGO_MANIFEST_DIR"))
                    .ancestors()
                    .map(|dir| dir.join("shared/discord_spec/openapi.json"))
                    .find(|p| p.is_file())
            })
            .expect(
                "Discord's OpenAPI spec is not at shared/discord_spec/openapi.json beside the \
                 checkout or above it: put it there, or name it with DISCORD_SPEC",
            );
        let text = std::fs::read(&path).unwrap_or_else(|e| panic!("{}: {e}", path.display()));
        serde_json::from_slice(&text).unwrap_or_else(|e| panic!("{}: {e}", path.display()))
    })
}

/// The operation at `template` (`/guilds/{guild_id}/scheduled-events`) for
/// `method` (`post`), with the path's shared parameters.
fn operation(method: &str, template: &str) -> (&'static Value, &'static Value) {
    let path = &spec()["paths"][template];
    let op = &path[method.to_ascii_lowercase()];
    assert!(op.is_object(), "the spec has no {method} {template}");
    (op, &path["parameters"])
}

/// What is wrong with `body` as the JSON request body of `method
/// template`; empty when it is as the spec says.
pub fn body_faults(method: &str, template: &str, body: &Value) -> Vec<String> {
    let (op, _) = operation(method, template);
    let schema = &op["requestBody"]["content"]["application/json"]["schema"];
    let mut faults = Vec::new();
    if schema.is_null() {
        if !body.is_null() {
            faults.push(format!("{method} {template} takes no body"));
        }
        return faults;
    }
    check(schema, body, "body", &mut faults);
    faults
}

/// What is wrong with `query` (name, value pairs) as the query of `method
/// template`: unknown names and values their schema refuses.
pub fn query_faults(method: &str, template: &str, query: &[(String, String)]) -> Vec<String> {
    let (op, shared) = operation(method, template);
    let params: Vec<&Value> = [op["parameters"].as_array(), shared.as_array()]
        .into_iter()
        .flatten()
        .flatten()
        .filter(|p| p["in"] == "query")
        .collect();
    let mut faults = Vec::new();
    for (name, text) in query {
        let Some(param) = params.iter().find(|p| p["name"] == name.as_str()) else {
            faults.push(format!(
                "query: `{name}` is not a parameter of {method} {template}"
            ));
            continue;
        };
        let schema = resolve(&param["schema"]);
        // A query value is text: read as the type the schema wants.
        let value = match schema["type"].as_str() {
            Some("integer") => text
                .parse::<i64>()
                .map_or(Value::from(text.as_str()), Value::from),
            Some("boolean") => text
                .parse::<bool>()
                .map_or(Value::from(text.as_str()), Value::from),
            _ => Value::from(text.as_str()),
        };
        check(
            &param["schema"],
            &value,
            &format!("query.{name}"),
            &mut faults,
        );
    }
    faults
}

/// `{"$ref": "#/components/schemas/X"}` → the schema X; anything else as is.
fn resolve(schema: &Value) -> &Value {
    match schema["$ref"].as_str() {
        Some(r) => {
            let mut node = spec();
            for part in r.trim_start_matches("#/").split('/') {
                node = &node[part];
            }
            assert!(!node.is_null(), "the spec has no {r}");
            resolve(node)
        }
        None => schema,
    }
}

/// Adds to `faults` what is wrong with `value` (at `at`) under `schema`.
fn check(schema: &Value, value: &Value, at: &str, faults: &mut Vec<String>) {
    if schema.get("$ref").is_some() {
        check(resolve(schema), value, at, faults);
    }
    if let Some(types) = schema.get("type") {
        let allowed: Vec<&str> = match types {
            Value::String(t) => vec![t.as_str()],
            Value::Array(ts) => ts.iter().filter_map(Value::as_str).collect(),
            _ => vec![],
        };
        if !allowed.iter().any(|t| is_type(value, t)) {
            faults.push(format!("{at}: {value} is not {}", allowed.join(" or ")));
            return;
        }
    }
    if let Some(c) = schema.get("const")
        && c != value
    {
        faults.push(format!("{at}: {value} is not {c}"));
    }
    if let Some(Value::Array(options)) = schema.get("enum")
        && !options.contains(value)
    {
        faults.push(format!("{at}: {value} is not one of {options:?}"));
    }
    for (key, at_least, at_most) in [("oneOf", 1, 1), ("anyOf", 1, usize::MAX)] {
        if let Some(Value::Array(branches)) = schema.get(key) {
            let outcomes: Vec<Vec<String>> = branches
                .iter()
                .map(|b| {
                    let mut f = Vec::new();
                    check(b, value, at, &mut f);
                    f
                })
                .collect();
            let fits = outcomes.iter().filter(|f| f.is_empty()).count();
            if fits < at_least || fits > at_most {
                faults.push(format!(
                    "{at}: fits {fits} of {key}'s {} schemas; their complaints: {outcomes:?}",
                    branches.len()
                ));
            }
        }
    }
    if let Some(Value::Array(all)) = schema.get("allOf") {
        for part in all {
            check(part, value, at, faults);
        }
    }
    match value {
        Value::Object(fields) => {
            if let Some(Value::Array(required)) = schema.get("required") {
                for name in required.iter().filter_map(Value::as_str) {
                    if !fields.contains_key(name) {
                        faults.push(format!("{at}: `{name}` is required and missing"));
                    }
                }
            }
            if let Some(Value::Object(properties)) = schema.get("properties") {
                for (name, v) in fields {
                    match properties.get(name) {
                        Some(p) => check(p, v, &format!("{at}.{name}"), faults),
                        None if schema.get("additionalProperties").is_none() => {
                            faults.push(format!("{at}: `{name}` is not a field the spec names"));
                        }
                        None => {}
                    }
                }
            }
        }
        Value::Array(items) => {
            if let Some(item) = schema.get("items") {
                for (i, v) in items.iter().enumerate() {
                    check(item, v, &format!("{at}[{i}]"), faults);
                }
            }
        }
        Value::String(s) => {
            let n = s.chars().count();
            if let Some(max) = schema["maxLength"].as_u64()
                && n as u64 > max
            {
                faults.push(format!("{at}: {n} characters, more than {max}"));
            }
            if let Some(min) = schema["minLength"].as_u64()
                && (n as u64) < min
            {
                faults.push(format!("{at}: {n} characters, fewer than {min}"));
            }
            if let Some(pattern) = schema["pattern"].as_str() {
                match pattern {
                    "^(0|[1-9][0-9]*)$" => {
                        let digits = !s.is_empty() && s.bytes().all(|b| b.is_ascii_digit());
                        if !digits || (s.len() > 1 && s.starts_with('0')) {
                            faults.push(format!("{at}: {s:?} is not a snowflake"));
                        }
                    }
                    other => faults.push(format!("{at}: the check cannot read pattern {other}")),
                }
            }
            if schema["format"] == "date-time" && s.parse::<jiff::Timestamp>().is_err() {
                faults.push(format!("{at}: {s:?} is not an RFC 3339 date-time"));
            }
        }
        Value::Number(n) => {
            let x = n.as_f64().unwrap_or(f64::NAN);
            if schema["minimum"].as_f64().is_some_and(|min| x < min) {
                faults.push(format!("{at}: {n} is below {}", schema["minimum"]));
            }
            if schema["maximum"].as_f64().is_some_and(|max| x > max) {
                faults.push(format!("{at}: {n} is above {}", schema["maximum"]));
            }
            if schema["format"] == "int32" && i32::try_from(n.as_i64().unwrap_or(i64::MAX)).is_err()
            {
                faults.push(format!("{at}: {n} is not a 32-bit integer"));
            }
        }
        _ => {}
    }
}

fn is_type(value: &Value, t: &str) -> bool {
    match t {
        "null" => value.is_null(),
        "boolean" => value.is_boolean(),
        "string" => value.is_string(),
        "object" => value.is_object(),
        "array" => value.is_array(),
        "number" => value.is_number(),
        "integer" => value.is_i64() || value.is_u64(),
        _ => false,
    }
}

#[test]
fn the_check_refuses_what_discord_refuses() {
    let create = "/guilds/{guild_id}/scheduled-events";
    let good = serde_json::json!({
        "name": "Thursday 960", "description": "Chess960",
        "entity_type": 3, "privacy_level": 2,
        "entity_metadata": {"location": "Café Central"},
        "scheduled_start_time": "2026-12-10T18:00:00Z",
        "scheduled_end_time": "2026-12-10T21:00:00Z"
    });
    assert_eq!(body_faults("POST", create, &good), Vec::<String>::new());
    for (field, bad) in [
        ("name", serde_json::json!("x".repeat(101))),
        ("name", serde_json::json!(7)),
        ("privacy_level", serde_json::json!(1)),
        ("entity_type", serde_json::json!(9)),
        ("scheduled_start_time", serde_json::json!("thursday")),
        ("entity_metadata", serde_json::json!({"place": "x"})),
        ("colour", serde_json::json!("red")),
    ] {
        let mut body = good.clone();
        body[field] = bad.clone();
        assert!(
            !body_faults("POST", create, &body).is_empty(),
            "{field} = {bad} passed"
        );
    }
    let mut no_name = good.clone();
    no_name.as_object_mut().unwrap().remove("name");
    assert!(!body_faults("POST", create, &no_name).is_empty());
    let users = "/guilds/{guild_id}/scheduled-events/{guild_scheduled_event_id}/users";
    let q = |pairs: &[(&str, &str)]| {
        pairs
            .iter()
            .map(|(k, v)| ((*k).to_owned(), (*v).to_owned()))
            .collect::<Vec<_>>()
    };
    assert!(query_faults("GET", users, &q(&[("limit", "100"), ("after", "12")])).is_empty());
    assert!(!query_faults("GET", users, &q(&[("limit", "101")])).is_empty());
    assert!(!query_faults("GET", users, &q(&[("after", "-3")])).is_empty());
    assert!(!query_faults("GET", users, &q(&[("page", "2")])).is_empty());
}
