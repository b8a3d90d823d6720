// Package checkutil is what urilint's checks share: their documentation,
// parsed from the "# Analyzer" section of each check's doc.go (ParseDoc),
// their options, and the reporting of findings about the bytes of a site
// (Pass.Report), with the directives that silence them and the fixes
// that are made only when they keep what a URI means.
package checkutil
