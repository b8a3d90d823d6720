package fix

import (
	"fmt"
	"net"
	"strconv"
)

type portNumber int

const metricsFormat = "http://%s:%d/metrics"

// Invalid.

func sprintf(host, p string, port int, small uint16, named portNumber, ip net.IP) []string {
	return []string{
		fmt.Sprintf("http://%s:%d/metrics", host, port), // want `"http://…:…/metrics" joins host and port`
		fmt.Sprintf("https://%s:10250/pods", host),      // want `"https://…:10250/pods" joins`
		fmt.Sprintf("ldap://%s:%s", host, p),            // want `"ldap://…:…" joins`
		fmt.Sprintf("http://%v:%v/", host, port),        // want `"http://…:…/" joins`
		"http://" + fmt.Sprintf("%s:%d", host, port),    // want `"http://…:…" joins`
		// No fix: strconv.Itoa takes an int.
		fmt.Sprintf("http://%s:%d", host, small), // want `joins`
		// No fix: not an int.
		fmt.Sprintf("http://%s:%d", host, named), // want `joins`
		// No fix: net.IP is not a string.
		fmt.Sprintf("http://%s:%d", ip, port), // want `joins`
		// No fix: the format is declared away.
		fmt.Sprintf(metricsFormat, host, port), // want `joins`
		// No fix: a width.
		fmt.Sprintf("http://%s:%5d", host, port), // want `joins`
	}
}

func concat(host, port, path string, n int) []string {
	return []string{
		"http://" + host + ":" + port,                  // want `"http://…:…" joins`
		"http://" + host + ":" + port + "/x/" + path,   // want `"http://…:…/x/…" joins`
		"https://" + host + ":10250",                   // want `"https://…:10250" joins`
		"http://" + host + ":9000/d2",                  // want `"http://…:9000/d2" joins`
		"http://" + host + ":" + strconv.Itoa(n) + "/", // want `"http://…:…/" joins`
		// No fix: parenthesized.
		("http://" + host) + ":" + port,        // want `joins`
		"http://" + host + ":" + fmt.Sprint(n), // want `joins`
	}
}
