package devspace

import (
	"fmt"
	"net/http"
)

// printExampleMain mirrors the example app of e2e/tests/print/testdata/default.
func printExampleMain() {
	http.HandleFunc("/", func(w http.ResponseWriter, r *http.Request) {
		// Source: github.com/loft-sh/devspace/e2e/tests/print/testdata/default/main.go:10 (syntax: rule 4, the literal is an HTML page served to a browser whose href and src attributes hold valid https URLs, not one URI)
		fmt.Fprintf(w, `
		<html>
			<head>
				<link rel="stylesheet" href="https://devspace.cloud/quickstart.css">
			</head>
			<body>
				<img src="https://devspace.cloud/img/congrats.gif" />
				<h1>You deployed this project with DevSpace!</h1>
			</body>
		</html>
		`) // lookalike
	})
	http.ListenAndServe(":8080", nil)
}
