//! A method as a variant file lists it, or as Backrank works it out,
//! before the audit has judged whether it is fair.

use crate::catalogue::{Method, MethodSpec, Uniformity};
use crate::i18n::Msg;
use crate::method::{Procedure, Technique};

/// A method as read, before the audit has judged it.
#[derive(Clone, Debug)]
pub struct MethodDraft {
    pub method: Method,
    pub reference: String,
    /// The reference as a message, where the words are Backrank's (a
    /// built-in file's, or a method Backrank works out); `None` for a
    /// club's own words, which stay as its file writes them.
    pub reference_msg: Option<Msg>,
    pub summary: String,
    pub technique: Technique,
    pub procedure: Procedure,
    /// The built-in files declare it; a club's file leaves it to the audit.
    pub declared: Option<Uniformity>,
    pub code: char,
    /// Where the method is in the file, for what the audit finds.
    pub line: usize,
}

impl MethodDraft {
    /// The method as offered, judged `uniformity` unless declared.
    pub fn build(&self, uniformity: Uniformity) -> MethodSpec {
        MethodSpec {
            method: self.method,
            reference: self.reference.clone(),
            reference_msg: self.reference_msg,
            summary: self.summary.clone(),
            technique: self.technique,
            procedure: self.procedure.clone(),
            uniformity: self.declared.unwrap_or(uniformity),
            code: self.code,
        }
    }
}
