package maddy

import "log"

// GandiProvider holds the gandi credentials.
type GandiProvider struct {
	APIToken    string
	BearerToken string
}

// Source: github.com/foxcpp/maddy/internal/libdns/gandi.go:27 (syntax: URL inside a deprecation log message, prose (rule 4); uniform sample 17 of 51.)
func (p *GandiProvider) afterConfig() {
	if p.APIToken != "" {
		log.Println("libdns.gandi: api_token is deprecated, use personal_token instead (https://api.gandi.net/docs/authentication/)") // lookalike
	}
}
