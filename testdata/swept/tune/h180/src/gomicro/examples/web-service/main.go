// Command web-service runs the web service example.
package main

import "fmt"

func main() {
	fmt.Println("Web service starting on :9090")
	fmt.Println("Try:")
	fmt.Println("  curl http://localhost:9090/")
	// Source: go-micro.dev/v6/examples/web-service/main.go:45 (syntax: a printed curl hint with a local URL, only printed, prose by rule 4; uniform sample 8 of 16 example banner lines)
	fmt.Println("  curl http://localhost:9090/users") // lookalike
}
