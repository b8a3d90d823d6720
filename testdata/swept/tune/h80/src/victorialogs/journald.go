package victorialogs

import (
	"net"
	"net/http"
	"strings"
)

type commonParams struct {
	TimeFields []string
}

func getCommonParams(r *http.Request) (*commonParams, error) {
	cp := &commonParams{TimeFields: []string{"__REALTIME_TIMESTAMP"}}
	if v := r.Header.Get("VL-Time-Field"); v != "" {
		cp.TimeFields = []string{v}
	}
	return cp, nil
}

func getRemoteIP(r *http.Request) string {
	if xff := r.Header.Get("X-Forwarded-For"); xff != "" {
		return strings.TrimSpace(strings.Split(xff, ",")[0])
	}
	host, _, err := net.SplitHostPort(r.RemoteAddr)
	if err != nil {
		return strings.Trim(r.RemoteAddr, "[]")
	}
	return host
}

func processStreamInternal(src string, cp *commonParams) error {
	return nil
}
