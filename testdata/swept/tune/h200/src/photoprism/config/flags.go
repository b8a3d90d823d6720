package config

// Flag is a stand-in for cli.StringFlag and cli.BoolFlag.
type Flag struct {
	Name   string
	Usage  string
	Value  string
	EnvVar string
}

// Flags lists the command-line flags.
var Flags = []Flag{
	{
		Name: "oidc-uri",
		// Source: github.com/photoprism/photoprism/internal/config/flags.go:50 (syntax: an example URL inside flag usage text, prose by rule 4)
		Usage:  "issuer `URI` for single sign-on via OpenID Connect, e.g. https://accounts.google.com", // lookalike
		Value:  "",
		EnvVar: "PHOTOPRISM_OIDC_URI",
	},
	{
		Name: "disable-tls",
		// Source: github.com/photoprism/photoprism/internal/config/flags.go:599 (syntax: a scheme prefix named inside flag usage text, prose by rule 4)
		Usage:  "disable HTTPS/TLS even if the site URL starts with https:// and a certificate is available", // lookalike
		EnvVar: "PHOTOPRISM_DISABLE_TLS",
	},
}
