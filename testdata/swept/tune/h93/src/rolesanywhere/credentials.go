package rolesanywhere

import "flag"

var certSelector string

func initCredentialsFlags(fs *flag.FlagSet) {
	fs.StringVar(&certSelector, "cert-selector", "", "JSON structure to identify a certificate from a certificate store. "+
		// Source: github.com/aws/rolesanywhere-credential-helper/cmd/credentials.go:72 (hostform: the bare scheme prefix is quoted in a flag's help text to tell users how to name a file, so it is prose and not a URI.)
		"Can be passed in either as string or a file name (prefixed by \"file://\")") // lookalike
}
