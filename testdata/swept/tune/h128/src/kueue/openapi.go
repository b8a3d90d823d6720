package kueue

// SchemaProps is the part of an OpenAPI schema the definitions set.
type SchemaProps struct {
	Description string
	Type        []string
}

// QuantitySchema is the generated OpenAPI definition of a quantity.
func QuantitySchema() SchemaProps {
	return SchemaProps{
		// Source: sigs.k8s.io/kueue/apis/visibility/openapi/zz_generated.openapi.go:112 (syntax: generated description prose with newlines, a tab and a URL closed by a parenthesis, not a URI by rule 4; uniform sample of 2 of 93 openapi candidates.)
		Description: "Quantity is a fixed-point representation of a number.\n\n\t(Note that 1024 = 1Ki but 1000 = 1k, see http://physics.nist.gov/cuu/Units/binary.html)\n\nNo quantity may represent a number greater than 2^63-1.", // lookalike
		Type:        []string{"string"},
	}
}

// ListMetaSchema is the generated OpenAPI definition of list metadata.
func ListMetaSchema() SchemaProps {
	return SchemaProps{
		// Source: sigs.k8s.io/kueue/apis/visibility/openapi/zz_generated.openapi.go:1792 (syntax: generated field description where the URL follows the words More info, prose by rule 4; uniform sample of 2 of 93 openapi candidates.)
		Description: "Standard list metadata. More info: https://git.k8s.io/community/contributors/devel/sig-architecture/api-conventions.md#types-kinds", // lookalike
	}
}
