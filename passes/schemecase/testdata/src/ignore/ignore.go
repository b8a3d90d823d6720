package ignore

import "net/http"

func f() {
	//lint:ignore schemecase the legacy server matches the scheme case-sensitively
	http.Get("HTTP://legacy.example.com/")
	http.Get("HTTP://a.example.com/") //lint:ignore schemecase,hostcase same here
	http.Get("HTTP://b.example.com/") //lint:ignore host* another check only // want `scheme "HTTP"`
	http.Get("HTTP://c.example.com/") //lint:ignore * every check
	http.Get("HTTP://d.example.com/") // want `scheme "HTTP"`
}
