package oryx

import (
	"net/url"
	"strconv"
	"strings"
)

// ParseConnectionOptions parses values for max_conns from the dsn and
// returns the dsn without those parameters.
func ParseConnectionOptions(dsn string) (maxConns int, cleanedDSN string) {
	maxConns = 4
	parts := strings.SplitN(dsn, "?", 2)
	if len(parts) != 2 {
		return maxConns, dsn
	}
	query, err := url.ParseQuery(parts[1])
	if err != nil {
		return maxConns, dsn
	}
	if v := query.Get("max_conns"); v != "" {
		if n, err := strconv.Atoi(v); err == nil {
			maxConns = n
		}
		query.Del("max_conns")
	}
	return maxConns, parts[0] + "?" + query.Encode()
}
