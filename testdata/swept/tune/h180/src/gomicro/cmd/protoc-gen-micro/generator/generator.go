// Package generator writes Go code from protobuf descriptors.
package generator

type oneofSubField struct {
	oneofTypeName string
}

type oneofField struct {
	subFields []*oneofSubField
	comment   string // The full comment for the field, e.g. "// Types that are valid to be assigned to MyOneof:\n\\"
}

// decl prints the declaration of the field in the struct (if any).
func (f *oneofField) decl() string {
	comment := f.comment
	for _, sf := range f.subFields {
		// Source: go-micro.dev/v6/cmd/protoc-gen-micro/generator/generator.go:1859 (syntax: a Go comment prefix written into generated code, never used as a network-path reference; fine under the syntax check of the table)
		comment += "//\t*" + sf.oneofTypeName + "\n" // lookalike
	}
	return comment
}
