// Package lo is a stand-in for the part of github.com/samber/lo the cases use.
package lo

// Must panics if err is not nil and returns val otherwise.
func Must[T any](val T, err any, messageArgs ...any) T {
	if err != nil {
		panic(err)
	}
	return val
}
