// Package expr tells what is known of the string values of a package's
// expressions: their text, the holes where a part is not known (an
// operand of "+", a format verb), and where each byte of the text is in
// the source, so that a finding lands on the byte and a fix edits the
// literal that wrote it (Value, Evaluator).
//
// It follows where strings come from with a def-use scan of the package
// (Flow) that stands in for SSA: the constants, the variables assigned
// once, the functions that return a constant, the parameters a value is
// passed on from.
package expr
