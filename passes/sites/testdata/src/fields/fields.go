package fields

import "net/url"

func fields(u *url.URL) {
	_ = url.URL{
		Scheme:   "HTTP",           // want `component\(scheme\) net/url.URL.Scheme "HTTP"`
		Host:     "example.com:80", // want `component\(host\) net/url.URL.Host "example.com:80"`
		Path:     "/a b",           // want `component\(path\) net/url.URL.Path "/a b"`
		RawQuery: "q=%zz",          // want `component\(query\) net/url.URL.RawQuery "q=%zz"`
	}
	u.Host = "EXAMPLE.com" // want `component\(host\) net/url.URL.Host "EXAMPLE.com"`
	u.Fragment = "top"     // want `component\(fragment\) net/url.URL.Fragment "top"`
	u.Opaque = "x"         // not a component the checks know
}
