// Package tables holds URIs in the rows of tables that are ranged over
// and handed to a sink: table tests, and static lists of endpoints that
// a program probes.
package tables

import (
	"fmt"
	"net/http"
	"net/url"
	"strings"
)

// Source: github.com/stern-shawn/continued-education/udemy/Go/go-fundamentals/channels/main.go
// A status checker ranges over a static list of sites and GETs each.
func checkSites() {
	sites := []string{
		"http://example.com",  // lookalike
		"http://example.org",  // lookalike
		"http://example.net/", // lookalike
	}
	for _, s := range sites {
		if _, err := http.Get(s); err != nil {
			fmt.Println(s, "might be down")
		}
	}
}

// Source: github.com/PacktPublishing/Hands-On-Restful-Web-services-with-Go/chapter1/mirrors/data.go
// A list of package mirrors that the program probes to find the fastest.
var MirrorList = []string{
	"http://ftp.mirror-a.example/debian/", // lookalike
	"http://ftp.mirror-b.example/debian/", // lookalike
}

func fastestMirror() string {
	for _, m := range MirrorList {
		if resp, err := http.Get(m); err == nil {
			resp.Body.Close()
			return m
		}
	}
	return ""
}

// Source: github.com/ethereum/go-ethereum/params/bootnodes.go
// Bootstrap nodes as enode URLs: the userinfo is the node's public key in
// hex, not a user name or password, and each is parsed by the p2p layer.
var BootNodes = []string{
	"enode://3a1f0c2b9d4e5f60718293a4b5c6d7e8f90a1b2c3d4e5f60718293a4b5c6d7e8f90a1b2c3d4e5f60718293a4b5c6d7e8f90a1b2c3d4e5f60718293a4b5c6d7e8f@203.0.113.7:30303", // lookalike
}

func bootNodeHosts() []string {
	var hosts []string
	for _, n := range BootNodes {
		u, err := url.Parse(n)
		if err != nil {
			continue
		}
		hosts = append(hosts, strings.ToLower(u.Host))
	}
	return hosts
}
