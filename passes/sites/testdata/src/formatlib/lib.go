package formatlib

import "fmt"

// Get sends a request to the path its format makes.
func Get(format string, args ...any) error { // want Get:"uriFormat"
	_ = fmt.Sprintf(format, args...)
	return nil
}

// URLf returns the URL its format makes.
func URLf(format string, args ...any) string { // want URLf:"uriFormat"
	return fmt.Sprintf(format, args...)
}

// Via passes its format on, through Get.
func Via(prefix, format string, args ...any) error { // want Via:"uriFormat"
	return Get(format, args...)
}

// Prints is no helper: it formats another string than its own.
func Prints(format string, args ...any) string {
	return fmt.Sprintf("%s", args...)
}

// Escapes is no helper: it changes the arguments.
func Escapes(format string, args ...string) string {
	return fmt.Sprint(format, args)
}

// Client sends requests.
type Client struct{ Base string }

// Do sends a request to the path its format makes.
func (c *Client) Do(method, format string, args ...any) error { // want Do:"uriFormat"
	_ = c.Base + fmt.Sprintf(format, args...)
	return nil
}
