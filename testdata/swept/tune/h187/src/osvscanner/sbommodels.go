package osvscanner

// Source file: internal/output/sbom/models.go and cyclonedx_1_*.go.

// cyclonedxBOM stands in for cyclonedx.BOM; JSONSchema is written out as the
// "$schema" member of the generated SBOM.
type cyclonedxBOM struct {
	JSONSchema  string `json:"$schema,omitempty"`
	SpecVersion string `json:"specVersion"`
}

const (
	// Source: github.com/google/osv-scanner/v2/internal/output/sbom/models.go:20 (plainhttp: the fixed $schema identifier of CycloneDX 1.4 written into the output document, never fetched by this code, so no URI use, by the rule that a value only compared, searched for or printed is no URI use)
	cycloneDx14Schema = "http://cyclonedx.org/schema/bom-1.4.schema.json" // lookalike
	// Source: github.com/google/osv-scanner/v2/internal/output/sbom/models.go:21 (plainhttp: the fixed $schema identifier of CycloneDX 1.5 written into the output document, never fetched by this code, by the rule that a value only compared, searched for or printed is no URI use)
	cycloneDx15Schema = "http://cyclonedx.org/schema/bom-1.5.schema.json" // lookalike
	// Source: github.com/google/osv-scanner/v2/internal/output/sbom/models.go:22 (plainhttp: the fixed $schema identifier of CycloneDX 1.6 written into the output document, never fetched by this code, by the rule that a value only compared, searched for or printed is no URI use)
	cycloneDx16Schema = "http://cyclonedx.org/schema/bom-1.6.schema.json" // lookalike
	// Source: github.com/google/osv-scanner/v2/internal/output/sbom/models.go:23 (plainhttp: the fixed $schema identifier of CycloneDX 1.7 written into the output document, never fetched by this code, by the rule that a value only compared, searched for or printed is no URI use)
	cycloneDx17Schema = "http://cyclonedx.org/schema/bom-1.7.schema.json" // lookalike
)

// ToCycloneDX14Bom builds a CycloneDX 1.4 SBOM.
func ToCycloneDX14Bom() *cyclonedxBOM {
	return &cyclonedxBOM{JSONSchema: cycloneDx14Schema, SpecVersion: "1.4"}
}

// ToCycloneDX15Bom builds a CycloneDX 1.5 SBOM.
func ToCycloneDX15Bom() *cyclonedxBOM {
	return &cyclonedxBOM{JSONSchema: cycloneDx15Schema, SpecVersion: "1.5"}
}

// ToCycloneDX16Bom builds a CycloneDX 1.6 SBOM.
func ToCycloneDX16Bom() *cyclonedxBOM {
	return &cyclonedxBOM{JSONSchema: cycloneDx16Schema, SpecVersion: "1.6"}
}

// ToCycloneDX17Bom builds a CycloneDX 1.7 SBOM.
func ToCycloneDX17Bom() *cyclonedxBOM {
	return &cyclonedxBOM{JSONSchema: cycloneDx17Schema, SpecVersion: "1.7"}
}
