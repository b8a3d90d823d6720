package telepresence

import (
	"bufio"
	"os"
)

// Source: github.com/telepresenceio/telepresence/v2/tools/src/tocgen/main.go:61 (syntax: markdown front matter with a link in parentheses, document text by rule 4 and no URI)
const frontMatter = `---
description: Main menu when using plain markdown. Excluded when generating the website
---
# <img src="images/logo.png" height="64px"/> Telepresence Documentation
raw markdown version, more bells and whistles at [telepresence.io](https://telepresence.io)

` // lookalike

// makeTOC writes the front matter of the generated table of contents.
func makeTOC() error {
	wr := bufio.NewWriter(os.Stdout)
	if _, err := wr.WriteString(frontMatter); err != nil {
		return err
	}
	return wr.Flush()
}
