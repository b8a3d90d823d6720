package juicefs

import (
	"net/url"
	"strconv"
)

// Format is the stand-in for meta.Format.
type Format struct {
	Bucket        string
	RangerRestUrl string
	RangerService string
}

func createStorage(format Format) (bool, error) {
	var tlsSkipVerify bool
	if u, err := url.Parse(format.Bucket); err == nil {
		values := u.Query()
		if values.Get("tls-insecure-skip-verify") != "" {
			if tlsSkipVerify, err = strconv.ParseBool(values.Get("tls-insecure-skip-verify")); err != nil {
				return false, err
			}
			values.Del("tls-insecure-skip-verify")
			// Source: github.com/juicedata/juicefs/cmd/format.go:252 (escaper: the remaining bucket options are re-encoded with url.Values.Encode, the right query escaper)
			u.RawQuery = values.Encode() // lookalike
			format.Bucket = u.String()
		}
	}
	return tlsSkipVerify, nil
}
