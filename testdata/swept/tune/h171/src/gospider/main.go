package gospider

import (
	"flag"
	"fmt"
)

// RegisterFlags registers the command-line flags.
func RegisterFlags(fs *flag.FlagSet) {
	fs.String("site", "", "Site to crawl")
	// Source: github.com/jaeles-project/gospider/main.go:28 (syntax: an example proxy URL inside flag help text in parentheses; prose by rule 4)
	fs.String("proxy", "", "Proxy (Ex: http://127.0.0.1:8080)") // lookalike
}

// Examples prints usage examples.
func Examples() {
	h := "\n\nExamples Command:\n"
	// Source: github.com/jaeles-project/gospider/main.go:239 (syntax: a placeholder site inside a usage example command line shown to users; prose by rules 3 and 4)
	h += `gospider -q -s "https://target.com/"` + "\n" // lookalike
	// Source: github.com/jaeles-project/gospider/main.go:240 (syntax: the placeholder site in another usage example line; prose)
	h += `gospider -s "https://target.com/" -o output -c 10 -d 1` + "\n" // lookalike
	// Source: github.com/jaeles-project/gospider/main.go:241 (syntax: the placeholder site in a usage example line; prose)
	h += `gospider -s "https://target.com/" -o output -c 10 -d 1 --other-source` + "\n" // lookalike
	// Source: github.com/jaeles-project/gospider/main.go:242 (plainhttp: an http placeholder site target.com inside usage example text, never requested by the program; rules 3 and 4)
	h += `echo 'http://target.com | gospider -o output -c 10 -d 1 --other-source` + "\n" // lookalike
	fmt.Println(h)
}
