//! Small helpers for the words in records.

/// "bishop" → "Bishop".
pub fn capitalize(s: &str) -> String {
    let mut c = s.chars();
    c.next()
        .map(|f| f.to_uppercase().chain(c).collect())
        .unwrap_or_default()
}

/// "1st", "2nd", "3rd", "4th", … for counts.
pub fn ordinal(n: u64) -> String {
    let suffix = match (n % 10, n % 100) {
        (1, r) if r != 11 => "st",
        (2, r) if r != 12 => "nd",
        (3, r) if r != 13 => "rd",
        _ => "th",
    };
    format!("{n}{suffix}")
}

/// Ordinal words, for "first die", "second knight".
pub const ORDINAL_WORDS: [&str; 10] = [
    "first", "second", "third", "fourth", "fifth", "sixth", "seventh", "eighth", "ninth", "tenth",
];

/// Faces as people write them: "6 2 H T".
pub fn faces_text(faces: &[backrank_entropy::Face]) -> String {
    faces
        .iter()
        .map(|f| f.to_string())
        .collect::<Vec<_>>()
        .join(" ")
}

/// 25401600 → "25,401,600".
pub fn thousands(n: u64) -> String {
    let digits = n.to_string();
    let mut out = String::new();
    for (i, c) in digits.chars().enumerate() {
        if i > 0 && (digits.len() - i).is_multiple_of(3) {
            out.push(',');
        }
        out.push(c);
    }
    out
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn ordinals() {
        let got: Vec<String> = [1, 2, 3, 4, 11, 12, 13, 21, 22, 101].map(ordinal).to_vec();
        assert_eq!(
            got,
            [
                "1st", "2nd", "3rd", "4th", "11th", "12th", "13th", "21st", "22nd", "101st"
            ]
        );
    }

    #[test]
    fn groups_of_three() {
        assert_eq!(thousands(25_401_600), "25,401,600");
        assert_eq!(thousands(960), "960");
        assert_eq!(thousands(1000), "1,000");
        assert_eq!(thousands(0), "0");
    }

    #[test]
    fn capitals() {
        assert_eq!(capitalize("prime minister"), "Prime minister");
        assert_eq!(capitalize(""), "");
    }
}
