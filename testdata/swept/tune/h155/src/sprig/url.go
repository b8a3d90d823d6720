// Package sprig holds cases rewritten from github.com/Masterminds/sprig/v3.
package sprig

import (
	"fmt"
	"net/url"
)

func get(d map[string]string, k string) string { return d[k] }

func urlParse(v string) map[string]string {
	u, err := url.Parse(v)
	if err != nil {
		panic(err)
	}
	d := map[string]string{"scheme": u.Scheme, "host": u.Host, "path": u.Path, "query": u.RawQuery, "fragment": u.Fragment}
	if u.User != nil {
		d["userinfo"] = u.User.String()
	}
	return d
}

func urlJoin(d map[string]string) string {
	// Source: github.com/Masterminds/sprig/v3/url.go:46 (escaper: the decoded path from the dict goes into the url.URL Path field, which String() escapes, so no escaper is needed)
	res := url.URL{Scheme: get(d, "scheme"), Host: get(d, "host"), Path: get(d, "path"), RawQuery: get(d, "query"), Fragment: get(d, "fragment")} // lookalike
	if userinfo := get(d, "userinfo"); userinfo != "" {
		// Source: github.com/Masterminds/sprig/v3/url.go:57 (escaper: the verb takes the already-encoded userinfo that Userinfo.String() produced in urlParse, so escaping it again would double-encode)
		tmp, err := url.Parse(fmt.Sprintf("proto://%s@host", userinfo)) // lookalike
		if err != nil {
			panic(err)
		}
		res.User = tmp.User
	}
	return res.String()
}
