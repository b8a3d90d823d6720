// Package influxdb holds cases rewritten from github.com/influxdata/influxdb.
package influxdb
