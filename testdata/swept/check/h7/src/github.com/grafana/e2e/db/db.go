// Package e2edb is a minimal stub of github.com/grafana/e2e/db.
package e2edb

import "github.com/grafana/e2e"

// NewETCD returns an etcd service.
func NewETCD() *e2e.HTTPService { return e2e.NewHTTPService("etcd", 2379) }

// NewConsul returns a consul service.
func NewConsul() *e2e.HTTPService { return e2e.NewHTTPService("consul", 8500) }
