// Package soap is a minimal stub of github.com/vmware/govmomi/vim25/soap.
package soap

import "net/url"

// ParseURL wraps url.Parse: a value without a scheme gets an https scheme, and a missing path gets the SDK path.
func ParseURL(s string) (*url.URL, error) {
	panic("stub")
}
