//! A method as a variant file lists it, or as Backrank works it out,
//! before the audit has judged whether it is fair.

use crate::catalogue::{Method, MethodSpec, Uniformity};
use crate::method::{Procedure, Technique};

/// A method as read, before the audit has judged it.
#[derive(Clone, Debug)]
pub struct MethodDraft {
    pub method: Method,
    pub reference: String,
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
            // A club's method's words stay as its file writes them; the
            // built-in ones get theirs where they are read.
            reference_msg: None,
            summary: self.summary.clone(),
            technique: self.technique,
            procedure: self.procedure.clone(),
            uniformity: self.declared.unwrap_or(uniformity),
            code: self.code,
        }
    }
}
