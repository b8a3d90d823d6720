// Package clientcredentials is a stub of golang.org/x/oauth2/clientcredentials, with the real signatures of the
// functions and fields that urilint's sink table names.
package clientcredentials

type Config struct {
	ClientID     string
	ClientSecret string
	TokenURL     string
	Scopes       []string
}
