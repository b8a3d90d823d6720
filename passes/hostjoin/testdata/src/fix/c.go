package fix

import "fmt"

func shadowed(host string, port int) string {
	net := host
	// No fix: net is a variable here.
	return fmt.Sprintf("http://%s:%d", net, port) // want `joins`
}
