// Package oauth2 is a stub of golang.org/x/oauth2.
package oauth2

type Endpoint struct {
	AuthURL  string
	TokenURL string
}

type Config struct {
	ClientID     string
	ClientSecret string
	Endpoint     Endpoint
	RedirectURL  string
	Scopes       []string
}
