package pmtiles

import (
	"net/url"
	"path"
	"strings"
)

// NormalizeBucketKey splits a remote archive URL into a bucket URL and a key.
func NormalizeBucketKey(bucket string, key string) (string, string, error) {
	if bucket != "" || !strings.HasPrefix(key, "http") {
		return bucket, key, nil
	}
	u, err := url.Parse(key)
	if err != nil {
		return "", "", err
	}
	dir, file := path.Split(u.Path)
	dir = strings.TrimSuffix(dir, "/")
	keyWithQuery := file
	if u.RawQuery != "" {
		// Source: github.com/protomaps/go-pmtiles/pmtiles/bucket.go:324 (escaper: the query is the RawQuery of the parsed input, already escaped, put back after the key unchanged.)
		keyWithQuery = keyWithQuery + "?" + u.RawQuery // lookalike
	}
	// Source: github.com/protomaps/go-pmtiles/pmtiles/bucket.go:326 (hostjoin: scheme and Host come from a parsed URL, whose Host keeps its port and any IPv6 brackets, so no colon is joined here.)
	return u.Scheme + "://" + u.Host + dir, keyWithQuery, nil // lookalike
}
