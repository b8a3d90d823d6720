// Package reference is a stub of github.com/containers/image/v5/docker/reference.
package reference

// Named is an object with a full name.
type Named interface {
	String() string
	Name() string
}

// NamedTagged is an object including a name and tag.
type NamedTagged interface {
	Named
	Tag() string
}

// Domain returns the domain part of the Named reference.
func Domain(named Named) string {
	return ""
}
