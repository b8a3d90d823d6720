// Package alist mirrors a storage driver that links files through an IPFS gateway.
package alist

import (
	"net/url"
)

// Object is a listed file.
type Object struct {
	ID   string
	Name string
	URL  string
}

// Addition holds the driver settings; Gateway defaults to "http://127.0.0.1:8080".
type Addition struct {
	Gateway string `json:"gateway" default:"http://127.0.0.1:8080"`
}

// IPFS is the driver.
type IPFS struct {
	Addition
	gateURL *url.URL
}

// Source: github.com/alist-org/alist/v3/drivers/ipfs_api/driver.go:65 (file name escaped with url.PathEscape and assigned to RawQuery as the value of filename)
func (d *IPFS) List(hashes, names []string) []Object {
	var objs []Object
	for i, hash := range hashes {
		gateurl := *d.gateURL
		gateurl.Path = "ipfs/" + hash
		gateurl.RawQuery = "filename=" + url.PathEscape(names[i]) // defect escaper
		objs = append(objs, Object{ID: hash, Name: names[i], URL: gateurl.String()})
	}
	return objs
}
