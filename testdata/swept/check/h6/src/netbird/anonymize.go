package netbird

import (
	"fmt"
	"net/url"
	"strings"
)

// Anonymizer replaces hosts and addresses with stable stand-ins.
type Anonymizer struct {
	domains map[string]string
}

// NewAnonymizer returns an empty anonymizer.
func NewAnonymizer() *Anonymizer {
	return &Anonymizer{domains: map[string]string{}}
}

// AnonymizeDomain returns the stand-in of a domain.
func (a *Anonymizer) AnonymizeDomain(d string) string {
	if v, ok := a.domains[d]; ok {
		return v
	}
	v := fmt.Sprintf("anon-%d.domain", len(a.domains)+1)
	a.domains[d] = v
	return v
}

// AnonymizeURI replaces the host of a URI.
func (a *Anonymizer) AnonymizeURI(uri string) string {
	u, err := url.Parse(uri)
	if err != nil || u.Host == "" {
		return uri
	}
	host := a.AnonymizeDomain(u.Hostname())
	if p := u.Port(); p != "" {
		host += ":" + p
	}
	u.Host = host
	return u.String()
}

func anonymizeStateFile(state map[string]any, anonymizer *Anonymizer) error {
	for k, v := range state {
		switch val := v.(type) {
		case string:
			if strings.Contains(val, "://") {
				state[k] = anonymizer.AnonymizeURI(val)
			}
		case map[string]any:
			if err := anonymizeStateFile(val, anonymizer); err != nil {
				return err
			}
		}
	}
	return nil
}
