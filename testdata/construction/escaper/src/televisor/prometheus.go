// Package televisor mirrors a dashboard backend that asks a metrics server.
package televisor

import (
	"io"
	"net/http"
	"net/url"
)

// Source: github.com/amundlrohne/televisor/queries/prometheus_query.go:15 (query expression, which may hold "+", escaped with url.PathEscape as the value of the query parameter)
func metricsQuery(query string) ([]byte, error) {
	res, err := http.Get("http://localhost:9090/api/v1/query?query=" + url.PathEscape(query)) // defect escaper
	if err != nil {
		return nil, err
	}
	defer res.Body.Close()
	return io.ReadAll(res.Body)
}

// NetworkOut asks for a rate whose label matcher holds a "+".
func NetworkOut() ([]byte, error) {
	const query = `sum by(name) (container_info{name!~".+infra"} * on(id) group_right(name) rate(container_net_output_total[15s]) / 1024)`
	return metricsQuery(query)
}
