// Package push is a stub of github.com/prometheus/client_golang/prometheus/push, with the real signatures of the
// functions and fields that urilint's sink table names.
package push

type Pusher struct{}

func New(url, job string) *Pusher { return nil }
