/**
 * JDK classes TeaVM's class library lacks, for the page's hint engine only: TeaVM takes a class named
 * {@code T} + the JDK name in this package as that JDK class in the JavaScript build
 * ({@link org.teavm.classlib.java.util.TSplittableRandom}); the shaded jar leaves the package out.
 */
package org.teavm.classlib.java.util;
