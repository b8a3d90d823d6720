// Package open is a stand-in for github.com/skratchdot/open-golang/open.
package open

// Start opens a file, directory or URI with the default application.
func Start(input string) error {
	_ = input
	return nil
}
