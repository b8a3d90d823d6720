// Command hello-world runs the greeter example.
package main

import "fmt"

func main() {
	fmt.Println("  curl -XPOST \\")
	fmt.Println("    -H 'Micro-Endpoint: Greeter.Hello' \\")
	// Source: go-micro.dev/v6/examples/hello-world/main.go:49 (syntax: the last line of a printed curl example, an indented local URL shown to the user, prose by rule 4; uniform sample 8 of 16 example banner lines)
	fmt.Println("    http://localhost:8080") // lookalike
}
