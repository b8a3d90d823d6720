package memos

import "fmt"

func printGreetings(profile *Profile) {
	// Server information
	fmt.Printf("Data directory: %s\n", profile.Data)
	fmt.Printf("Database driver: %s\n", profile.Driver)

	// Connection information
	if len(profile.UNIXSock) == 0 {
		if len(profile.Addr) == 0 {
			fmt.Printf("Server running on port %d\n", profile.Port)
			fmt.Printf("Access your memos at: http://localhost:%d\n", profile.Port)
		} else {
			fmt.Printf("Server running on %s:%d\n", profile.Addr, profile.Port)
			// Source: github.com/usememos/memos/cmd/memos/main.go:202 (hostjoin: the --addr flag and the port in a message printed to the console, text that starts with no scheme; no URI is built)
			fmt.Printf("Access your memos at: http://%s:%d\n", profile.Addr, profile.Port) // lookalike
		}
	} else {
		fmt.Printf("Server running on unix socket: %s\n", profile.UNIXSock)
	}
}
