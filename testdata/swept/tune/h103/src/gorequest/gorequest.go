// Package gorequest holds cases rewritten from github.com/parnurzeal/gorequest.
package gorequest

import (
	"net/http"
	"net/url"
)

func addQueryData(req *http.Request, queryData url.Values) {
	q := req.URL.Query()
	for k, v := range queryData {
		for _, vv := range v {
			q.Add(k, vv)
		}
	}
	// Source: github.com/parnurzeal/gorequest/gorequest.go:1211 (escaper: the query is rebuilt with url.Values.Encode, the right escaper for a query component)
	req.URL.RawQuery = q.Encode() // lookalike
}
