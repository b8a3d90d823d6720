package a

import (
	"net/http"
	"net/url"
)

// The package name is used by the escaper alone: taking the call away
// would leave the import unused, so there is no fix.
func queryOf(r *http.Request, next string) string {
	q := r.URL.Query()
	q.Set("next", url.QueryEscape(next)) // want `url.QueryEscape's result is put into url.Values`
	return q.Encode()
}
