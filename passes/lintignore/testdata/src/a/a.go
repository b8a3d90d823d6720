package a

import "net/http"

func f() {
	/* want `lintignore: malformed //lint:ignore directive: want //lint:ignore CHECK\[,CHECK\] reason` */ //lint:ignore schemecase
	http.Get("HTTP://legacy.example.com/")

	//lint:ignore schemecase the legacy server matches the scheme case-sensitively
	http.Get("HTTP://legacy.example.com/")

	http.Get("HTTP://legacy.example.com/") /* want `malformed //lint:ignore directive` */ //lint:ignore
}
