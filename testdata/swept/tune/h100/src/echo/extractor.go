package echo

import "net/http"

const extractorLimit = 20

// valuesFromQuery returns at most extractorLimit values of the query parameter name.
func valuesFromQuery(r *http.Request, name string) []string {
	v := r.URL.Query()[name]
	if len(v) > extractorLimit {
		v = v[:extractorLimit]
	}
	return v
}
