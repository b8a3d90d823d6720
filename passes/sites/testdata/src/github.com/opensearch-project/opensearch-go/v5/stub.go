// Package opensearch is a stub of github.com/opensearch-project/opensearch-go/v5, with the real signatures of the
// functions and fields that urilint's sink table names.
package opensearch

type Config struct {
	Addresses []string
	Username  string
	Password  string
}
