// Package elasticsearch is a stub of github.com/elastic/go-elasticsearch/v7, with the real signatures of the
// functions and fields that urilint's sink table names.
package elasticsearch

type Config struct {
	Addresses []string
	Username  string
	Password  string
	CloudID   string
}
