package influxdb

import "net/url"

func newWriteURL(org, bucket string, httpService apiService) string {
	u, _ := url.Parse(httpService.ServerAPIURL())
	// Source: github.com/influxdata/influxdb-client-go/v2/internal/write/service.go:77 (baseslash: the write reference is resolved against the server API URL, which the service always ends with a slash, so no base segment is dropped)
	u, _ = u.Parse("write") // lookalike
	params := u.Query()
	params.Set("org", org)
	params.Set("bucket", bucket)
	params.Set("precision", "ns")
	// Source: github.com/influxdata/influxdb-client-go/v2/internal/write/service.go:85 (escaper: org and bucket go through url.Values.Encode, the right escaper for query values)
	u.RawQuery = params.Encode() // lookalike
	return u.String()
}
