package tgspam

import "time"

type options struct {
	CAS struct {
		// Source: github.com/umputun/tg-spam/app/main.go:81 (syntax: a struct tag whose default value is the well-formed CAS API URL https://api.cas.chat; the tag text around it is no URI)
		API       string        `long:"api" env:"API" default:"https://api.cas.chat" description:"CAS API"` // lookalike
		Timeout   time.Duration `long:"timeout" env:"TIMEOUT" default:"5s" description:"CAS timeout"`
		UserAgent string        `long:"user-agent" env:"USER_AGENT" description:"User-Agent header for CAS API requests"`
	} `group:"cas" namespace:"cas" env-namespace:"CAS"`

	OpenAI struct {
		Token string `long:"token" env:"TOKEN" description:"openai token, disabled if not set"`
		// Source: github.com/umputun/tg-spam/app/main.go:105 (syntax: a default URL named inside flag help text joined to words, prose by rule 4)
		APIBase string `long:"apibase" env:"API_BASE" description:"custom openai API base, default is https://api.openai.com/v1"` // lookalike
	} `group:"openai" namespace:"openai" env-namespace:"OPENAI"`
}
