//! `/record N` and the "Full record" button: a saved roll, shown where it
//! was made and to whom it belongs.

use crate::app::error::AppError;
use crate::app::rolls::records::RecordKey;
use crate::app::source::names::ThrownWith;
use crate::app::visibility::Visibility;
use crate::bot::caller::Caller;
use crate::bot::commands::{Command, CommandSpec, Reach};
use crate::bot::commands::{Context, Rules, Run};
use crate::bot::options::Options;
use crate::bot::options::spec::OptionSpec;
use crate::bot::{Bot, Plan};
use crate::discord::present::roll::Shown;
use crate::discord::present::roll::record_file;
use crate::discord::present::roll::roll_message;
use crate::discord::reply::Reply;
use crate::i18n::{Msg, t, t_with};
use crate::store::Scope;

pub const SPEC: CommandSpec = CommandSpec {
    name: "record",
    positional: &[ID.name],
    reach: Reach::Anywhere,
    managers_only: false,
    options: &[ID],
    subcommands: &[],
    parse,
};

/// The record number under a roll.
const ID: OptionSpec = OptionSpec::integer("id").required().at_least(1);

/// The options of `/record`.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct RecordArgs {
    /// The record's number where it is asked (the server's, or the person's
    /// own outside servers).
    pub id: i64,
}

fn parse(o: Options<'_>) -> Result<Command, AppError> {
    Ok(Command::Record(RecordArgs { id: o.number(&ID)? }))
}

impl Run for RecordArgs {
    fn rules(&self) -> Rules {
        Rules::AS_SERVER_SAYS
    }

    async fn run(self, cx: Context<'_>) -> Result<Reply, AppError> {
        cx.bot.record(self.id, cx.plan, cx.caller).await
    }
}

impl Bot {
    /// A saved roll, as the bot showed it, with who made it and when:
    /// `/record N` means this server's (or, outside servers, this person's)
    /// record number N.
    pub(crate) async fn record(
        &self,
        record_no: i64,
        plan: &Plan,
        caller: &Caller,
    ) -> Result<Reply, AppError> {
        let key = RecordKey::Numbered(Scope::of(&caller.who), record_no);
        let saved = self.app().rolls().record(key, &caller.who).await?;
        let roll = self
            .app()
            .variants()
            .replayed(saved.roll.who.guild_id, &saved.roll.replay_code)
            .await?;
        let look = self.look_of(caller, &plan.guild).await;
        let play = if self.app().play().offers(&plan.guild) {
            Some(self.app().play().occasion_of(&saved).await?)
        } else {
            None
        };
        let mut reply = roll_message(
            self.app(),
            &roll,
            Shown {
                source: ThrownWith::Kept(&saved.roll.source),
                again: None,
                record: Some(saved.record()),
                visibility: Visibility::private_if(saved.roll.private || !plan.guild.public),
                play,
            },
            &look,
        )
        .await?;
        let kind = t(look.lang, record_kind(saved.roll.kind));
        reply.headline(t_with(
            look.lang,
            msg!("record-headline"),
            &[
                ("number", record_no.into()),
                ("kind", kind.into()),
                ("name", saved.roll.who.user_name.as_str().into()),
                // Discord shows the time in each reader's own zone.
                ("when", format!("<t:{}:f>", saved.roll.made_at).into()),
            ],
        ));
        Ok(reply)
    }

    /// The "Full record" button: the whole record as a file.
    pub(crate) async fn full_record(
        &self,
        key: RecordKey,
        plan: &Plan,
        caller: &Caller,
    ) -> Result<Reply, AppError> {
        let saved = self.app().rolls().record(key, &caller.who).await?;
        let roll = self
            .app()
            .variants()
            .replayed(saved.roll.who.guild_id, &saved.roll.replay_code)
            .await?;
        let lang = self.look_of(caller, &plan.guild).await.lang;
        let view = self.app().views().roll(
            &roll,
            ThrownWith::Kept(&saved.roll.source),
            Some(saved.record()),
            lang,
        );
        Ok(record_file(
            &view,
            &t_with(
                lang,
                msg!("record-file-numbered"),
                &[
                    ("number", saved.record_no.into()),
                    ("code", saved.roll.replay_code.as_str().into()),
                ],
            ),
        ))
    }

    /// "Full record" on a message from before records were saved.
    pub(crate) async fn full_record_of_code(
        &self,
        code: &str,
        plan: &Plan,
        caller: &Caller,
    ) -> Result<Reply, AppError> {
        let roll = self
            .app()
            .variants()
            .replayed(caller.who.guild_id, code)
            .await?;
        let lang = self.look_of(caller, &plan.guild).await.lang;
        let code = [("code", roll.replay_code().into())];
        let view = self
            .app()
            .views()
            .roll(&roll, ThrownWith::ReplayCode, None, lang);
        Ok(record_file(
            &view,
            &t_with(lang, msg!("record-file-code"), &code),
        ))
    }
}

/// What made a record, as a message.
fn record_kind(kind: crate::store::RollKind) -> Msg {
    match kind {
        crate::store::RollKind::Random => msg!("record-kind-random"),
        crate::store::RollKind::RollAlong => msg!("record-kind-roll-along"),
        crate::store::RollKind::Daily => msg!("record-kind-daily"),
        crate::store::RollKind::Event => msg!("record-kind-event"),
    }
}
