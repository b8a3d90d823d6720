package crowdsec

import "net/url"

// QueryEscape exposes url.QueryEscape to user expressions.
// func QueryEscape(s string) string {
func QueryEscape(params ...any) (any, error) {
	s := params[0].(string)
	// Source: github.com/crowdsecurity/crowdsec/pkg/exprhelpers/helpers.go:430 (escaper: an expression helper that only exposes url.QueryEscape to users, not applied to any URL part here, rule 5, the context demands nothing of it)
	return url.QueryEscape(s), nil // lookalike
}

// PathEscape exposes url.PathEscape to user expressions.
// func PathEscape(s string) string {
func PathEscape(params ...any) (any, error) {
	s := params[0].(string)
	// Source: github.com/crowdsecurity/crowdsec/pkg/exprhelpers/helpers.go:436 (escaper: an expression helper that only exposes url.PathEscape to users, not applied to any URL part here, rule 5, the context demands nothing of it)
	return url.PathEscape(s), nil // lookalike
}
