package notests

import "fmt"

func serverURL(host string, port int) string {
	return fmt.Sprintf("http://%s:%d", host, port)
}
