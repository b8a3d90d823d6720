// Package oauth2 is a stand-in for the parts of golang.org/x/oauth2 used here.
package oauth2

// Config is an OAuth2 client configuration; RedirectURL must be absolute.
type Config struct {
	ClientID     string
	ClientSecret string
	RedirectURL  string
	Scopes       []string
}
