// Package clientcredentials is a minimal stub of golang.org/x/oauth2/clientcredentials.
package clientcredentials

// Config describes a 2-legged OAuth2 flow.
type Config struct {
	ClientID     string
	ClientSecret string
	TokenURL     string
	Scopes       []string
}
